// Board packets (issue 24 item 6): the month's close checklist, the sealed and versioned packet,
// its publication to the board and to owners.

export const BoardPacketErrors = {
  BoardPacketMonth: { status: 400, message: 'Enter the month as YYYY-MM.' },
  BoardPacketNotFound: { status: 404, message: 'The board packet was not found.' },
  BoardPacketChecklistOpen: {
    status: 409,
    message: (open: string) =>
      `The month is not closed: ${open}. Close it first, or seal with an override reason.`,
  },
  BoardPacketNotLatest: {
    status: 409,
    message: (latest: number) =>
      `Only the latest version (${latest}) of a board packet can be published.`,
  },
  BoardPacketAlreadyPublished: {
    status: 409,
    message: (audience: string) => `This version is already published to ${audience}.`,
  },
} as const;
