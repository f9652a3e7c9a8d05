import { Fragment } from "react";
import { buttonClass, ButtonLink, type ButtonVariant } from "@/ui/button";
import { AnchoredLeadModal } from "@/leads/components/lead-modals";
import { TradeInButtonLabel } from "@/shopper/trade-in-button-label";
import type { LeadFormContext } from "@/leads/form-context";
import type { SiteConfig } from "@/sites/config-schema";
import type { Site } from "@/sites/get-site";
import { CallDealerButton } from "../components/call-dealer-button";
import { PdfDownloadButton } from "../components/pdf-download-button";
import { ShareButtons } from "../components/share-buttons";
import type { CarDetail } from "../get-car";
import { pluginReportLabels } from "../reports/plugin-reports";
import { actionDialogs, type DialogActionKind, type SidebarAction } from "../sidebar-actions";

type LinkActionKind = Extract<
  SidebarAction,
  { kind: "history-report" | "finance" | "trade-in" | "reserve" | "online-purchase" | "print" }
>["kind"];

/** How each button that leads to a page looks: its label, whether it opens a new tab, the event it reports. */
function linkButtons(
  config: SiteConfig,
): Record<LinkActionKind, { label: string; variant: ButtonVariant; newTab?: boolean; event?: number }> {
  const { labels } = config;
  const { eventIds } = config.analytics;
  return {
    "history-report": {
      label: labels.historyReportButton,
      variant: "outline",
      newTab: true,
      event: eventIds.historyReport,
    },
    finance: { label: labels.financeButton, variant: "outline" },
    "trade-in": { label: labels.sidebarTradeInButton, variant: "outline" },
    reserve: { label: labels.reserveButton, variant: "primary" },
    "online-purchase": { label: labels.onlinePurchaseButton, variant: "outline" },
    print: { label: labels.printButton, variant: "outline", newTab: true, event: eventIds.print },
  };
}

/** How each button that opens a lead dialog looks (the dialog is `actionDialogs`'), with the prompt above it. */
function dialogButtons(
  config: SiteConfig,
): Record<DialogActionKind, { label: string; variant: ButtonVariant; prompt?: string }> {
  const { labels } = config;
  return {
    enquire: { label: labels.enquireButton, variant: "primary" },
    "find-similar": { label: labels.findSimilarButton, variant: "primary", prompt: labels.findSimilarPrompt },
    "test-drive": { label: labels.testDriveButton, variant: "outline" },
    "request-photos": { label: "Request More Photos", variant: "outline" },
  };
}

/**
 * The sidebar's buttons, one for each action `sidebarActions` chose, in its order. Its dialogs also
 * open by their anchors (`#enquire`, `#test-drive`, `#request-photos`), as result cards and the
 * phone's sticky bar link to them.
 */
export function VehicleSidebar({
  site,
  detail,
  actions,
  leadContext,
  phone,
  url,
  title,
  id,
  className,
}: {
  site: Site;
  detail: CarDetail;
  actions: readonly SidebarAction[];
  leadContext: LeadFormContext;
  /** The number to call about this car (`carPhoneNumber`). */
  phone: string | null;
  url: string;
  title: string;
  id: string;
  /** Where the page's layout places it. */
  className?: string;
}) {
  const { config } = site;
  const { row, document } = detail;
  const links = linkButtons(config);
  const dialogs = dialogButtons(config);
  return (
    <aside
      id={id}
      className={`space-y-3 lg:sticky lg:top-24 lg:self-start ${className ?? ""}`}
      aria-label="Actions"
      data-testid="vehicle-sidebar"
    >
      {actions.map((action) => {
        switch (action.kind) {
          case "enquire":
          case "find-similar":
          case "test-drive":
          case "request-photos": {
            const button = dialogs[action.kind];
            return (
              <Fragment key={action.kind}>
                {button.prompt ? <p className="text-sm text-muted">{button.prompt}</p> : null}
                <AnchoredLeadModal
                  kind={actionDialogs[action.kind]}
                  context={leadContext}
                  car={document}
                  triggerLabel={button.label}
                  triggerClassName={buttonClass({ variant: button.variant, block: true })}
                />
              </Fragment>
            );
          }
          case "history-report":
          case "finance":
          case "trade-in":
          case "reserve":
          case "online-purchase":
          case "print": {
            const link = links[action.kind];
            return (
              <ButtonLink
                key={action.kind}
                href={action.href}
                variant={link.variant}
                block
                {...(link.newTab ? { target: "_blank", rel: "noopener" } : {})}
                data-analytics-event={link.event}
              >
                {action.kind === "trade-in" ? (
                  <TradeInButtonLabel
                    siteSlug={site.slug}
                    label={link.label}
                    acceptedLabel={config.labels.tradeInOfferButton}
                  />
                ) : (
                  link.label
                )}
              </ButtonLink>
            );
          }
          case "plugin-report":
            return (
              <a
                key={action.report}
                href={action.href}
                download
                className={buttonClass({ variant: "outline", block: true })}
              >
                {pluginReportLabels[action.report]}
              </a>
            );
          case "call":
            return phone ? (
              <CallDealerButton
                key={action.kind}
                phone={phone}
                masked={config.contact.maskPhone}
                label={config.labels.callButton}
                carId={row.id}
                dealershipId={detail.dealership.id}
                websiteId={site.id}
              />
            ) : null;
          case "pdf":
            return (
              <PdfDownloadButton
                key={action.kind}
                slug={row.slug}
                className={buttonClass({ variant: "outline", block: true })}
              />
            );
          case "share":
            return <ShareButtons key={action.kind} url={url} title={title} />;
        }
      })}
    </aside>
  );
}
