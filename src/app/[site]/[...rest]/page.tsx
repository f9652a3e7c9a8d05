import { notFound } from "next/navigation";

// Any path a site does not have renders the site's own 404 inside its shell.
export default function UnknownSitePage() {
  notFound();
}
