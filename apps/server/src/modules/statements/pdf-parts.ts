import type { Content, ContentText } from 'pdfmake/interfaces';
import { formatCents } from '@hoa/domain';

/** An amount, right-aligned. */
export const moneyCell = (cents: number): ContentText => ({
  text: formatCents(cents),
  alignment: 'right',
});

/** A dashed line to cut along, `width` points long. */
export const cutLine = (width: number): Content => ({
  canvas: [
    {
      type: 'line',
      x1: 0,
      y1: 0,
      x2: width,
      y2: 0,
      lineWidth: 0.75,
      dash: { length: 4, space: 3 },
      lineColor: '#666666',
    },
  ],
});
