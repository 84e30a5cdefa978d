import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

/** A call-to-action that navigates inside the app: a Mantine button rendered as a router link. */
export function LinkButton({ to, ...props }: ButtonProps & { to: string; onClick?: () => void }) {
  return <Button component={Link} to={to} {...props} />;
}
