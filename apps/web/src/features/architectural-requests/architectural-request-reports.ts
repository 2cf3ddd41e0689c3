/** The architectural request report of the reports screen, at /report/{Name}/{communityAgentId}. */
export const ArchitecturalRequestReports = [
  {
    Name: 'ArchitecturalRequest',
    DisplayName: 'Architectural Requests',
    Description:
      'A community’s architectural requests: property, owner, code, received, due and decided days, days left or late, approvals and status, with counts by status.',
  },
] as const;

export function architecturalRequestReport(
  name: string,
): (typeof ArchitecturalRequestReports)[number] | undefined {
  return ArchitecturalRequestReports.find((r) => r.Name === name);
}
