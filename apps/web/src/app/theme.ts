import { createTheme } from '@mantine/core';

// Dense and sober: accountants read many rows and fields at once, so controls are compact and
// type is a step smaller than Mantine's defaults. Components are named, not imported: `Button.extend`
// and the like would put every one of them into the sign-in screen's script.
const compact = { defaultProps: { size: 'xs' } } as const;

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  spacing: { xs: '0.5rem', sm: '0.625rem', md: '0.875rem', lg: '1.25rem', xl: '1.75rem' },
  headings: {
    sizes: {
      h1: { fontSize: '1.5rem', lineHeight: '1.3' },
      h2: { fontSize: '1.25rem', lineHeight: '1.3' },
      h3: { fontSize: '1.0625rem', lineHeight: '1.35' },
      h4: { fontSize: '0.9375rem', lineHeight: '1.4' },
    },
  },
  components: {
    ActionIcon: { defaultProps: { size: 'sm', variant: 'subtle' } },
    Badge: { defaultProps: { size: 'sm', radius: 'sm', variant: 'light' } },
    Button: compact,
    Checkbox: compact,
    Menu: { defaultProps: { shadow: 'md', position: 'bottom-end' } },
    MultiSelect: compact,
    NumberInput: compact,
    PasswordInput: compact,
    SegmentedControl: compact,
    Select: compact,
    Switch: compact,
    Table: {
      defaultProps: {
        fz: 'sm',
        verticalSpacing: 4,
        horizontalSpacing: 'xs',
        striped: true,
        highlightOnHover: true,
      },
    },
    Textarea: compact,
    TextInput: compact,
  },
});
