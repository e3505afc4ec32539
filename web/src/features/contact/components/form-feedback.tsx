import { Alert, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Why sending failed, above the form that still holds everything the visitor typed. */
export function SendError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />} title="Not sent">
      {message}
    </Alert>
  );
}

export interface SentProps {
  /** Heading of the confirmation. */
  title: string;
  children: ReactNode;
  /** Way on: send another, or back to the gallery. */
  actions: ReactNode;
}

/** Confirmation that replaces a form once its message is stored; takes focus so it is announced. */
export function Sent({ title, children, actions }: SentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="flex-start" role="status">
      <IconCircleCheck size={40} stroke={1.4} aria-hidden />
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text>{children}</Text>
      {actions}
    </Stack>
  );
}

/** The way on from a confirmation: back to the gallery. */
export function BackToGallery() {
  return (
    <Button variant="outline" to={paths.home.href()}>
      Back to the gallery
    </Button>
  );
}
