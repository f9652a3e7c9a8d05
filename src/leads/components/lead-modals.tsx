"use client";

import { Button, buttonClass } from "@/ui/button";
import { Spinner } from "@/ui/spinner";
import { Dialog } from "@/ui/dialog";
import { Component, Suspense, use, useEffect, useId, useState, type ReactNode } from "react";
import { leadDialogOfHash } from "../dialog-anchors";
import type { LeadFormContext } from "../form-context";
import type { LeadCar } from "../payload";
import type { LeadModalKind, default as LeadModalForm } from "./lead-modal-forms";

// The vehicle page's lead dialogs. Each takes the car (a CarDocument will do) and the site's form
// context, and either renders its own button (`triggerLabel`) or is opened by the page
// (`open` + `onOpenChange`). The form (LeadForm; its schemas come when it is used) is a separate chunk, fetched
// when a dialog first opens (or its button is pointed at or focused), so it is not part of the
// page's first load. Once loaded, the form stays mounted while the dialog is closed, so reopening
// it keeps what the shopper typed, and a retry keeps its submission key.

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

const defaultTriggerClass = buttonClass({ block: true, size: "lg" });

type FormModule = { default: typeof LeadModalForm };

/** The forms chunk could not be fetched; any other error is the page's to handle. */
class FormChunkError extends Error {}

let formModule: Promise<FormModule> | null = null;

/** One fetch of the forms chunk for every dialog; a failed fetch is forgotten so it can be tried again. */
function loadFormModule(): Promise<FormModule> {
  formModule ??= import("./lead-modal-forms").catch((error: unknown) => {
    formModule = null;
    throw new FormChunkError("The lead form could not be loaded", { cause: error });
  });
  return formModule;
}

function preloadFormModule() {
  loadFormModule().catch(() => {
    // Opening the dialog tries again and shows the failure there.
  });
}

function FormLoading() {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-10 text-muted"
      data-testid="lead-form-loading"
    >
      <Spinner className="h-5 w-5" />
      Loading the form…
    </p>
  );
}

/** The form of one dialog; suspends (showing FormLoading) until the forms chunk has arrived. */
function ModalForm({ kind, context, car }: { kind: LeadModalKind; context: LeadFormContext; car: LeadCar }) {
  const { default: Form } = use(loadFormModule());
  return <Form kind={kind} context={context} car={car} />;
}

/** If the forms chunk cannot be fetched (the connection dropped), say so in the dialog and offer a retry. */
class FormLoadBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error("The lead form failed", { cause: error }) };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Anything but a failed fetch goes on to the page's own error handling.
    if (!(error instanceof FormChunkError)) throw error;
    return (
      <div role="alert" className="space-y-3 py-6 text-center">
        <p>The form could not be loaded. Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </div>
    );
  }
}

function LeadDialog({ title, kind, props }: { title: string; kind: LeadModalKind; props: LeadModalProps }) {
  const { open: controlledOpen, onOpenChange, triggerLabel, triggerClassName, car, context } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  // The form mounts on the first open and then stays, keeping what the shopper typed.
  const [formMounted, setFormMounted] = useState(open);
  if (open && !formMounted) setFormMounted(true);
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const titleId = useId();

  return (
    <>
      {triggerLabel ? (
        <button
          type="button"
          className={triggerClassName ?? defaultTriggerClass}
          onClick={() => setOpen(true)}
          onPointerEnter={preloadFormModule}
          onFocus={preloadFormModule}
        >
          {triggerLabel}
        </button>
      ) : null}
      <Dialog
        open={open}
        aria-labelledby={titleId}
        className="w-full max-w-2xl"
        // Escape and the backdrop close the dialog; keep the page's idea of "open" in step.
        onClose={() => setOpen(false)}
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
          {formMounted ? (
            <FormLoadBoundary>
              <Suspense fallback={<FormLoading />}>
                <ModalForm kind={kind} context={context} car={car} />
              </Suspense>
            </FormLoadBoundary>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}

const titles: Record<LeadModalKind, string> = {
  enquiry: "Enquire about this vehicle",
  "test-drive": "Book a Test Drive",
  "request-photos": "Request More Photos",
};

/** "Enquire" on a car; a car no longer for sale asks for something similar. */
export function EnquiryModal(props: LeadModalProps) {
  return <LeadDialog title={titles.enquiry} kind="enquiry" props={props} />;
}

export function TestDriveModal(props: LeadModalProps) {
  return <LeadDialog title={titles["test-drive"]} kind="test-drive" props={props} />;
}

export function RequestPhotosModal(props: LeadModalProps) {
  return <LeadDialog title={titles["request-photos"]} kind="request-photos" props={props} />;
}

/** Whether the address's fragment names `kind`'s dialog (`leadDialogAnchors`). */
function fragmentNames(kind: LeadModalKind): boolean {
  return leadDialogOfHash(window.location.hash) === kind;
}

/**
 * The `kind` dialog with its own button, which also opens when the address's fragment names it
 * (`#enquire`, `#test-drive`…; see `leadDialogAnchors`): on arrival, and whenever the fragment changes
 * to it, as a link to that anchor does. Closing it takes the fragment out of the address, replacing
 * the history entry, so a reload does not open it again.
 */
export function AnchoredLeadModal({
  kind,
  ...props
}: Omit<LeadModalProps, "open" | "onOpenChange"> & { kind: LeadModalKind }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const openIfNamedOnArrival = () => {
      if (fragmentNames(kind)) setOpen(true);
    };
    openIfNamedOnArrival();
    // The event's own new address, not the current one: Next's router may rewrite the address (its
    // canonical URL, without the fragment) between the change and the event.
    const openIfNamed = (event: HashChangeEvent) => {
      if (leadDialogOfHash(new URL(event.newURL).hash) === kind) setOpen(true);
    };
    window.addEventListener("hashchange", openIfNamed);
    return () => window.removeEventListener("hashchange", openIfNamed);
  }, [kind]);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && fragmentNames(kind)) {
      window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}`);
    }
  };
  return <LeadDialog title={titles[kind]} kind={kind} props={{ ...props, open, onOpenChange }} />;
}
