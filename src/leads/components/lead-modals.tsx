"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { LeadFormContext } from "../form-context";
import { requestPhotosText, vehicleEnquiryDefaults } from "../form-defaults";
import type { LeadCar } from "../payload";
import { LeadForm } from "./lead-form";

// The vehicle page's lead dialogs. Each takes the car (a CarDocument will do) and the site's form
// context, and either renders its own button (`triggerLabel`) or is opened by the page
// (`open` + `onOpenChange`). The form stays mounted while the dialog is closed, so reopening it
// keeps what the shopper typed, and a retry keeps its submission key.

export type LeadModalProps = {
  context: LeadFormContext;
  car: LeadCar;
  /** Controlled: the page decides when the dialog shows. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled: a button with this text opens the dialog. */
  triggerLabel?: string;
  triggerClassName?: string;
};

const defaultTriggerClass =
  "inline-flex w-full items-center justify-center rounded-site bg-primary px-4 py-2.5 font-semibold text-primary-contrast hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

function LeadDialog({ title, props, children }: { title: string; props: LeadModalProps; children: ReactNode }) {
  const { open: controlledOpen, onOpenChange, triggerLabel, triggerClassName, car } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      {triggerLabel ? (
        <button type="button" className={triggerClassName ?? defaultTriggerClass} onClick={() => setOpen(true)}>
          {triggerLabel}
        </button>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-full max-w-2xl rounded-site border border-border bg-surface p-0 text-text shadow-xl backdrop:bg-black/50"
        // Escape closes the dialog natively; keep the page's idea of "open" in step.
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className="max-h-[90vh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold">
                {title}
              </h2>
              <p className="text-sm text-muted">{car.name}</p>
            </div>
            <button
              type="button"
              className="rounded-site px-2 py-1 text-2xl leading-none hover:bg-surface-alt"
              aria-label="Close"
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}

/** "Enquire" on a car; a car no longer for sale asks for something similar. */
export function EnquiryModal(props: LeadModalProps) {
  return (
    <LeadDialog title="Enquire about this vehicle" props={props}>
      <LeadForm
        context={props.context}
        formType="vehicle-enquiry"
        car={props.car}
        initialValues={vehicleEnquiryDefaults(props.car)}
        submitLabel="Send Enquiry"
      />
    </LeadDialog>
  );
}

export function TestDriveModal(props: LeadModalProps) {
  return (
    <LeadDialog title="Book a Test Drive" props={props}>
      <LeadForm context={props.context} formType="test-drive" car={props.car} submitLabel="Book Test Drive" />
    </LeadDialog>
  );
}

export function RequestPhotosModal(props: LeadModalProps) {
  return (
    <LeadDialog title="Request More Photos" props={props}>
      <LeadForm
        context={props.context}
        formType="request-photos"
        car={props.car}
        initialValues={{ request: requestPhotosText(props.car) }}
        submitLabel="Request Photos"
      />
    </LeadDialog>
  );
}
