import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

interface LinkButtonProps extends AnchorProps {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}

/** A button that reads as a link: a row's name that opens its page, drawer or modal. */
export function LinkButton({ onClick, children, ...rest }: LinkButtonProps) {
  return (
    <Anchor component="button" type="button" size="sm" {...rest} onClick={onClick}>
      {children}
    </Anchor>
  );
}
