import { detail, type ErrorSpec } from './error-spec';

/** Work orders (issue 22). */
export const WorkOrderErrors = {
  /**
   * The insurance guard: the vendor's liability or workers compensation insurance has expired
   * (its text is WorkOrderMessages.insuranceExpired); the client asks for an override reason and
   * sends the work order again with it.
   */
  WorkOrderInsuranceExpired: { status: 409, message: detail },
} as const satisfies Record<string, ErrorSpec>;
