import type { ClientWork } from "../lib/client-work";

/** What a client may do with one work, as the gallery's settings allow (absent: not offered). */
export interface WorkActions {
  isHearted?: (workId: string) => boolean;
  onToggleHeart?: (work: ClientWork) => void;
  onDownload?: (work: ClientWork) => void;
}
