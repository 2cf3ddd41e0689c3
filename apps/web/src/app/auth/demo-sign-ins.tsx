import type { DemoSignIn } from '@hoa/contract';
import { Box, Code, Divider, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './demo-sign-ins.module.css';

/** The demo company's users, listed only while the server runs the demo; a click fills the form. */
export default function DemoSignIns(props: {
  signIns: DemoSignIn[];
  onChoose: (signIn: DemoSignIn) => void;
}) {
  const passwords = new Set(props.signIns.map((signIn) => signIn.password));
  const [shared] = passwords.size === 1 ? passwords : [];
  return (
    <Box component="section" aria-label="Demo sign-ins" mt="lg">
      <Divider label="Demo company" labelPosition="center" mb="xs" />
      <Text size="xs" c="dimmed" mb={6}>
        This server runs the demo company.{' '}
        {shared === undefined ? null : (
          <>
            Every demo user&apos;s password is <Code>{shared}</Code>.{' '}
          </>
        )}
        Choose a user to fill in the form:
      </Text>
      <Stack gap={2}>
        {props.signIns.map((signIn) => (
          <UnstyledButton
            key={signIn.userName}
            onClick={() => {
              props.onChoose(signIn);
            }}
            className={classes.choice}
          >
            <Text size="sm" fw={600} span>
              {signIn.userName}
            </Text>
            {shared === undefined ? (
              <Text size="sm" c="dimmed" span>
                {' '}
                / {signIn.password}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {signIn.description}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Box>
  );
}
