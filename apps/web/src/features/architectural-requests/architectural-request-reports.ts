import { ArchitecturalRequestReports } from '@hoa/domain';

export function architecturalRequestReport(
  name: string,
): (typeof ArchitecturalRequestReports)[number] | undefined {
  return ArchitecturalRequestReports.find((r) => r.Name === name);
}
