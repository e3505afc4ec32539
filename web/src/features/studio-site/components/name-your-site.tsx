import { Alert, Box } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSite } from "@/data/site/site-context";

/**
 * The studio's first-run prompt, on every page but the Site page itself, while the site has
 * no name: until then visitors see "Folio". Hidden until the settings have been read.
 */
export function NameYourSite() {
  const { page, display } = useSite();
  const { pathname } = useLocation();
  if (!page || display.named || pathname === paths.studio.site.href()) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconSignature size={18} />} title="Name your site" mb="lg">
      Visitors see “Folio” until you give the site your name or your studio’s, with your words and links.
      <Box mt="sm">
        <Button variant="secondary" size="sm" to={paths.studio.site.href()}>
          Name your site
        </Button>
      </Box>
    </Alert>
  );
}
