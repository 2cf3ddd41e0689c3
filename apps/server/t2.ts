import { renderPdf } from './src/documents/render-pdf';
const report = { title: 'Balance Sheet', subtitle: ['Company', 'Community'], columns: [{ key: 'a', title: 'Account', kind: 'text' as const }], rows: [{ cells: { a: 'x' } }], fileName: 'x' };
for (let i = 0; i < 300; i++) await renderPdf(report, 'now', false);
