import { FeedMessages } from '../activity-feed';
import { ArcActionProcessMessages as A } from '../requests/arc-action-processes';
import { ArchitecturalSettingsMessages as S } from '../requests/architectural-settings';
import { detail, type ErrorSpec } from './error-spec';

/** Architectural requests: ARC action processes and architectural settings. */
export const ArchitecturalErrors = {
  /** An architectural request closes with its decision, not from the feed (CloseItem). */
  ArchitecturalRequestClosedByDecision: {
    status: 400,
    message: FeedMessages.architecturalByDecision,
  },
  /** Spec 3 §5 'Arc action process is used, cannot remove.' */
  ArcActionProcessInUse: { status: 409, message: A.inUse },
  ArcActionProcessNotArc: { status: 400, message: A.notArcProcess },
  ArcActionProcessNotArcCode: { status: 400, message: A.notArcCode },
  ArcActionProcessTemplateNotUsable: { status: 400, message: A.templateNotUsable },
  /** A settings problem: its text is architecturalSettingsProblems'. */
  ArchitecturalSettingsInvalid: { status: 400, message: detail },
  ArchitecturalSettingsTemplateNotUsable: { status: 400, message: S.templateNotUsable },
} as const satisfies Record<string, ErrorSpec>;
