import { Fragment } from "react";
import { EnquiryModal, RequestPhotosModal, TestDriveModal } from "@/leads/components/lead-modals";
import type { LeadFormContext } from "@/leads/form-context";
import type { Site } from "@/sites/get-site";
import { CallDealerButton } from "../components/call-dealer-button";
import { PdfDownloadButton } from "../components/pdf-download-button";
import { ShareButtons } from "../components/share-buttons";
import type { CarDetail } from "../get-car";
import { pluginReportLabels } from "../reports/plugin-reports";
import type { SidebarAction } from "../sidebar-actions";
import { outlineButton, primaryButton } from "./button-classes";

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
                triggerClassName={primaryButton}
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
                  triggerClassName={primaryButton}
                />
              </Fragment>
            );
          case "history-report":
            return (
              <a
                key={action.kind}
                href={action.href}
                target="_blank"
                rel="noopener"
                className={outlineButton}
                data-analytics-event={config.analytics.eventIds.historyReport}
              >
                {config.labels.historyReportButton}
              </a>
            );
          case "plugin-report":
            return (
              <a key={action.report} href={action.href} download className={outlineButton}>
                {pluginReportLabels[action.report]}
              </a>
            );
          case "finance":
            return (
              <a key={action.kind} href={action.href} className={outlineButton}>
                {config.labels.financeButton}
              </a>
            );
          case "trade-in":
            return (
              <a key={action.kind} href={action.href} className={outlineButton}>
                {config.labels.tradeInButton}
              </a>
            );
          case "reserve":
            return (
              <a key={action.kind} href={action.href} className={primaryButton}>
                {config.labels.reserveButton}
              </a>
            );
          case "online-purchase":
            return (
              <a key={action.kind} href={action.href} className={outlineButton}>
                {config.labels.onlinePurchaseButton}
              </a>
            );
          case "test-drive":
            return (
              <TestDriveModal
                key={action.kind}
                context={leadContext}
                car={document}
                triggerLabel={config.labels.testDriveButton}
                triggerClassName={outlineButton}
              />
            );
          case "request-photos":
            return (
              <RequestPhotosModal
                key={action.kind}
                context={leadContext}
                car={document}
                triggerLabel="Request More Photos"
                triggerClassName={outlineButton}
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
              <a
                key={action.kind}
                href={action.href}
                target="_blank"
                rel="noopener"
                className={outlineButton}
                data-analytics-event={config.analytics.eventIds.print}
              >
                {config.labels.printButton}
              </a>
            );
          case "pdf":
            return <PdfDownloadButton key={action.kind} slug={row.slug} className={outlineButton} />;
          case "share":
            return <ShareButtons key={action.kind} url={url} title={title} />;
        }
      })}
    </aside>
  );
}
