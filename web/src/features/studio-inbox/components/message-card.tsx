import { Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { SHOOT_KIND_LABELS, type EmailStatus } from "@folio/domain";
import {
  IconCalendarEvent,
  IconCheck,
  IconMail,
  IconMessageCircle,
  IconPhone,
  IconRotate,
  IconTrash,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { InboxEntry, InboxMessage } from "../api/inbox-message";
import { formatAgo, formatShootDay } from "../format-when";
import { EmailStatusLine } from "./email-status";
import classes from "./message-card.module.css";

export interface MessageCardProps {
  /** The inquiry or booking request. */
  message: InboxMessage;
  /** Flips `handled`. */
  onToggleHandled: (message: InboxMessage) => void;
  /** True while the flip (or a delete) is being saved. */
  saving: boolean;
  /** Deletes the message; offered for likely spam only. */
  onDelete?: () => void;
  /** The owner's email about the message. */
  emailStatus: EmailStatus | null;
  /** Emails the owner about it again. */
  onResendEmail: () => void;
  /** True while that resend is in flight. */
  resending: boolean;
}

/** Why flood control set a message apart, in the owner's words. */
const SPAM_REASON_LABELS = {
  "visitor-budget": "Over the sender's daily budget",
  "site-budget": "Part of a burst",
} as const;

function replySubject(message: InboxMessage): string {
  if (message.kind === "booking") return `Your booking request for ${formatShootDay(message.date)}`;
  return message.itemTitle ? `Re: ${message.itemTitle}` : "Re: your message";
}

/** One message of the inbox, with what the owner needs to answer it. */
export function MessageCard({
  message,
  onToggleHandled,
  saving,
  onDelete,
  emailStatus,
  onResendEmail,
  resending,
}: MessageCardProps) {
  const isBooking = message.kind === "booking";
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(replySubject(message))}`;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      className={classes.card}
      data-handled={message.handled || undefined}
      aria-label={`${isBooking ? "Booking request" : "Inquiry"} from ${message.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Badge
              variant="light"
              color={isBooking ? "teal" : "ink"}
              leftSection={isBooking ? <IconCalendarEvent size={12} /> : <IconMessageCircle size={12} />}
            >
              {isBooking ? "Booking" : "Inquiry"}
            </Badge>
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate="end">
                {message.name}
              </Text>
              <Anchor href={`mailto:${message.email}`} size="sm" c="dimmed" truncate="end">
                {message.email}
              </Anchor>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {message.likelySpam && (
              <Badge variant="light" color="orange">
                {message.spamReason ? SPAM_REASON_LABELS[message.spamReason] : "Likely spam"}
              </Badge>
            )}
            {message.handled && (
              <Badge variant="outline" color="gray" leftSection={<IconCheck size={12} />}>
                Handled
              </Badge>
            )}
            <Tooltip label={message.createdAt?.toLocaleString() ?? "Arriving now"}>
              <Text size="xs" c="dimmed" className={classes.when}>
                {formatAgo(message.createdAt)}
              </Text>
            </Tooltip>
          </Group>
        </Group>

        {message.kind === "booking" && (
          <Group gap="lg">
            <Text size="sm">
              <Text span c="dimmed">
                Shoot:{" "}
              </Text>
              {SHOOT_KIND_LABELS[message.shootKind]}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Date:{" "}
              </Text>
              {formatShootDay(message.date)}
            </Text>
            {message.phone && (
              <Anchor href={`tel:${message.phone}`} size="sm">
                <Group gap={4} component="span">
                  <IconPhone size={14} />
                  {message.phone}
                </Group>
              </Anchor>
            )}
          </Group>
        )}
        {message.itemId && (
          <Text size="sm">
            <Text span c="dimmed">
              About:{" "}
            </Text>
            <Anchor component={Link} to={paths.item.href(message.itemId)} target="_blank" underline="always">
              {message.itemTitle ?? "an item"}
            </Anchor>
            {" · "}
            <Anchor
              component={Link}
              to={paths.studio.galleryItem.href(message.itemId)}
              size="sm"
              underline="always"
            >
              edit the item
            </Anchor>
          </Text>
        )}

        <Text className={classes.message}>{message.message}</Text>

        <EmailStatusLine status={emailStatus} onResend={onResendEmail} resending={resending} />

        <Group gap="sm">
          <Button size="sm" variant="secondary" href={mailto} leftIcon={<IconMail size={16} />}>
            Reply by email
          </Button>
          <Button
            size="sm"
            variant={message.handled ? "ghost" : "outline"}
            loading={saving}
            onClick={() => onToggleHandled(message)}
            leftIcon={message.handled ? <IconRotate size={16} /> : <IconCheck size={16} />}
          >
            {message.handled ? "Mark as open" : "Mark handled"}
          </Button>
          {onDelete && (
            <Button
              size="sm"
              variant="ghost"
              loading={saving}
              onClick={onDelete}
              leftIcon={<IconTrash size={16} />}
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export interface UnreadableCardProps {
  /** The document that does not parse as a message. */
  entry: InboxEntry;
  /** True while the delete is being saved. */
  saving: boolean;
  /** Deletes the document. */
  onDelete: () => void;
}

/**
 * A stored document the inbox cannot read (written by a script or an older client): listed, so
 * that what the unread count counts can be seen and removed.
 */
export function UnreadableCard({ entry, saving, onDelete }: UnreadableCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label="Message that could not be read">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>
            This {entry.kind === "booking" ? "booking request" : "inquiry"} could not be read
          </Text>
          <Text size="sm" c="dimmed">
            Its fields do not match what the contact forms send ({formatAgo(entry.createdAt)}).
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="ghost"
          loading={saving}
          onClick={onDelete}
          leftIcon={<IconTrash size={16} />}
        >
          Delete
        </Button>
      </Group>
    </Paper>
  );
}
