import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./contact-layout.module.css";

export interface ContactLayoutProps {
  title: string;
  /** A few sentences beside the form. */
  intro: ReactNode;
  /** Extra content under the intro (the work an inquiry is about). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Heading and intro on the left, the form on the right (stacked on small screens). */
export function ContactLayout({ title, intro, aside, children }: ContactLayoutProps) {
  return (
    <div className={classes.grid}>
      <Stack gap="md">
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.intro}>{intro}</Text>
        {aside}
      </Stack>
      <div>{children}</div>
    </div>
  );
}
