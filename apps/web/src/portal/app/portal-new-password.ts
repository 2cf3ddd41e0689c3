import type { NewPasswordLook } from '../../widgets/new-password-fields';

/** The portal's new password typed twice, on the reset and change screens: both required. */
export const PortalNewPassword: NewPasswordLook = {
  confirmationLabel: 'New password again',
  required: true,
};
