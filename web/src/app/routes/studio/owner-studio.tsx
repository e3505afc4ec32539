import { useUnhandledMessageCount } from "@/features/studio-inbox/api/count-unhandled-messages";
import { AccountMenu } from "@/features/auth";
import { StudioShell } from "@/features/studio-layout";
import { NameYourSite } from "@/features/studio-site";

/**
 * The studio's frame for the owner, with the inbox's live count in the navigation and the
 * first-run prompt to name the site.
 */
export function OwnerStudio() {
  const unhandled = useUnhandledMessageCount();
  return <StudioShell account={<AccountMenu />} badges={{ inbox: unhandled }} notice={<NameYourSite />} />;
}
