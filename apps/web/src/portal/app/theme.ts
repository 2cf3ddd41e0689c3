import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { PortalThemes } from '@hoa/domain';

// Owners read on phones: type at Mantine's comfortable defaults (not the back office's dense
// scale), large touch targets, and the company's portal theme as the primary colour.

/** Ten shades from white to the theme's colour and darker, as Mantine's palette wants. */
function shades(hex: string): MantineColorsTuple {
  const rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const mix = (weight: number, toward: number) =>
    `#${rgb
      .map((c) =>
        Math.round(c + (toward - c) * weight)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  return [
    mix(0.9, 255),
    mix(0.78, 255),
    mix(0.62, 255),
    mix(0.45, 255),
    mix(0.28, 255),
    mix(0.12, 255),
    hex,
    mix(0.15, 0),
    mix(0.3, 0),
    mix(0.45, 0),
  ];
}

export function portalTheme(themeId: number) {
  const chosen = PortalThemes.find((t) => t.Id === themeId) ?? PortalThemes[0];
  return createTheme({
    primaryColor: 'portal',
    colors: { portal: shades(chosen.Primary) },
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components: {
      Button: { defaultProps: { size: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
    },
  });
}
