import { Fragment } from "react";
import { buttonClass, ButtonLink } from "@/ui/button";
import { EnquiryModal, RequestPhotosModal, TestDriveModal } from "@/leads/components/lead-modals";
import type { LeadFormContext } from "@/leads/form-context";
import type { Site } from "@/sites/get-site";
import { CallDealerButton } from "../components/call-dealer-button";
import { PdfDownloadButton } from "../components/pdf-download-button";
import { ShareButtons } from "../components/share-buttons";
import type { CarDetail } from "../get-car";
import { pluginReportLabels } from "../reports/plugin-reports";
import type { SidebarAction } from "../sidebar-actions";

/** The sidebar's buttons, one for each action `sidebarActions` chose, in its order. */
export function VehicleSidebar({
  site,
  detail,
  actions,
  leadContext,
  url,
  title,
}: {
  site: Site;
  detail: CarDetail;
  actions: readonly SidebarAction[];
  leadContext: LeadFormContext;
  url: string;
  title: string;
}) {
  const { config } = site;
  const { row, document, location } = detail;
  return (
    <aside className="space-y-3 lg:sticky lg:top-24 lg:self-start" aria-label="Actions" data-testid="vehicle-sidebar">
      {actions.map((action) => {
        switch (action.kind) {
          case "enquire":
            return (
              <EnquiryModal
                key={action.kind}
                context={leadContext}
                car={document}
                triggerLabel={config.labels.enquireButton}
                triggerClassName={buttonClass({ block: true })}
              />
            );
          case "find-similar":
            return (
              <Fragment key={action.kind}>
                <p className="text-sm text-muted">{config.labels.findSimilarPrompt}</p>
                <EnquiryModal
                  context={leadContext}
                  car={document}
                  triggerLabel={config.labels.findSimilarButton}
                  triggerClassName={buttonClass({ block: true })}
                />
              </Fragment>
            );
          case "history-report":
            return (
              <ButtonLink
                key={action.kind}
                href={action.href}
                target="_blank"
                rel="noopener"
                variant="outline"
                block
                data-analytics-event={config.analytics.eventIds.historyReport}
              >
                {config.labels.historyReportButton}
              </ButtonLink>
            );
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
          case "finance":
            return (
              <ButtonLink key={action.kind} href={action.href} variant="outline" block>
                {config.labels.financeButton}
              </ButtonLink>
            );
          case "trade-in":
            return (
              <ButtonLink key={action.kind} href={action.href} variant="outline" block>
                {config.labels.tradeInButton}
              </ButtonLink>
            );
          case "reserve":
            return (
              <ButtonLink key={action.kind} href={action.href} block>
                {config.labels.reserveButton}
              </ButtonLink>
            );
          case "online-purchase":
            return (
              <ButtonLink key={action.kind} href={action.href} variant="outline" block>
                {config.labels.onlinePurchaseButton}
              </ButtonLink>
            );
          case "test-drive":
            return (
              <TestDriveModal
                key={action.kind}
                context={leadContext}
                car={document}
                triggerLabel={config.labels.testDriveButton}
                triggerClassName={buttonClass({ variant: "outline", block: true })}
              />
            );
          case "request-photos":
            return (
              <RequestPhotosModal
                key={action.kind}
                context={leadContext}
                car={document}
                triggerLabel="Request More Photos"
                triggerClassName={buttonClass({ variant: "outline", block: true })}
              />
            );
          case "call":
            return location ? (
              <CallDealerButton
                key={action.kind}
                phone={location.phone}
                masked={config.contact.maskPhone}
                label={config.labels.callButton}
                carId={row.id}
                dealershipId={detail.dealership.id}
              />
            ) : null;
          case "print":
            return (
              <ButtonLink
                key={action.kind}
                href={action.href}
                target="_blank"
                rel="noopener"
                variant="outline"
                block
                data-analytics-event={config.analytics.eventIds.print}
              >
                {config.labels.printButton}
              </ButtonLink>
            );
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
