"use client";

import { useActionState, useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import Image from "next/image";
import { Button } from "@/ui/button";
import { inputClass } from "@/ui/field";
import { ConfirmButton } from "../../components/confirm-button";
import { FormAlert } from "../../components/form-alert";
import { useNextPage } from "../../components/use-next-page";
import { arrangePhotosAction, restoreFeedPhotosAction, uploadPhotosAction, type PhotoFormState } from "../actions";
import type { ConsolePhoto } from "../server/stock-data";

// A car's photos on its console page (decision 055, "Photos in the console"): the newest list as
// thumbnails with each photo's state, and for those who change the stock, an upload (files dropped
// on the box or chosen with the file field: the keyboard's way), Move earlier / later, Make first,
// Delete (confirmed) and, once staff arranged them, Use the feed's photos (confirmed). The server
// checks the role, the files and the list again; each change opens the page afresh.

const initial: PhotoFormState = {};
const accepted = "image/jpeg,image/png,image/webp,image/avif";

/** The most one send carries (next.config.ts allows a little more for the form's own bytes). */
export const maxUploadSendBytes = 60 * 1024 * 1024;

const statusWords: Readonly<Record<ConsolePhoto["status"], string>> = {
  pending: "Processing…",
  processing: "Processing…",
  ready: "Ready",
  failed: "Failed",
};

export function CarPhotos({
  carId,
  photos,
  mayChange,
  arranged,
}: {
  carId: string;
  photos: readonly ConsolePhoto[];
  mayChange: boolean;
  /** Staff arranged the photos (photosEditedAt): the feed's URLs no longer replace them. */
  arranged: boolean;
}) {
  const [arrangeState, arrange, arranging] = useActionState(arrangePhotosAction, initial);
  const [restoreState, restore, restoring] = useActionState(restoreFeedPhotosAction, initial);
  useNextPage(arrangeState.next ?? restoreState.next);
  const busy = arranging || arrangeState.next !== undefined;
  const ids = photos.map((photo) => photo.id);
  const moved = (from: number, to: number) => {
    const order = [...ids];
    const [taken] = order.splice(from, 1);
    if (taken !== undefined) order.splice(to, 0, taken);
    return order;
  };
  return (
    <section id="photos" className="flex flex-col gap-3" aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="text-lg font-semibold">
        Photos
      </h2>
      <p className="text-sm text-muted" data-testid="photos-source">
        {arranged
          ? "Arranged in the console: the stock feed's photos do not replace these."
          : "From the stock feed. Adding, ordering or deleting photos here keeps them from then on, until you hand them back to the feed."}
      </p>
      <FormAlert message={arrangeState.message} testId="photos-arrange-error" />
      {photos.length === 0 ? (
        <p className="text-sm" data-testid="no-photos">
          This car has no photos.
        </p>
      ) : (
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3" data-testid="console-photos">
          {photos.map((photo, index) => {
            const label = `photo ${index + 1} of ${photos.length}`;
            return (
              <li
                key={photo.id}
                className="flex flex-col gap-2 rounded border border-border bg-surface p-2"
                data-testid="console-photo"
                data-hash={photo.hash ?? ""}
                data-status={photo.status}
              >
                {photo.thumb ? (
                  <Image
                    src={photo.thumb}
                    alt=""
                    width={240}
                    height={180}
                    className="aspect-[4/3] w-full rounded object-cover"
                  />
                ) : (
                  <div
                    className={`flex aspect-[4/3] w-full items-center justify-center rounded p-2 text-center text-sm ${
                      photo.status === "failed" ? "bg-red-50 text-red-800" : "bg-border/40"
                    }`}
                  >
                    {photo.status === "failed" ? `Failed: ${photo.error ?? "not processed"}` : "Processing…"}
                  </div>
                )}
                <p className="text-sm">
                  <span className="font-semibold">{index === 0 ? "Main photo" : `Photo ${index + 1}`}</span>
                  {" · "}
                  <span data-testid="photo-status">{statusWords[photo.status]}</span>
                  {photo.uploaded ? " · uploaded" : " · from the feed"}
                </p>
                {mayChange ? (
                  <div className="flex flex-wrap gap-1">
                    {index > 0 ? (
                      <>
                        <OrderButton
                          carId={carId}
                          order={moved(index, 0)}
                          label="Make first"
                          name={`Make ${label} first`}
                          action={arrange}
                          busy={busy}
                        />
                        <OrderButton
                          carId={carId}
                          order={moved(index, index - 1)}
                          label="Move earlier"
                          name={`Move ${label} earlier`}
                          action={arrange}
                          busy={busy}
                        />
                      </>
                    ) : null}
                    {index < photos.length - 1 ? (
                      <OrderButton
                        carId={carId}
                        order={moved(index, index + 1)}
                        label="Move later"
                        name={`Move ${label} later`}
                        action={arrange}
                        busy={busy}
                      />
                    ) : null}
                    <ConfirmButton
                      opener={{ label: "Delete", size: "sm", name: `Delete ${label}` }}
                      testId="confirm-photo-delete"
                      title="Delete this photo?"
                      body={`Photo ${index + 1} is removed from the car${
                        photos.length === 1 ? ", which then has no photos" : ""
                      }. This cannot be undone: to have it back, upload it again.`}
                      confirm="Delete photo"
                      action={arrange}
                      busy={busy}
                      working={arranging}
                      workingLabel="Deleting…"
                    >
                      <input type="hidden" name="carId" value={carId} />
                      <input type="hidden" name="delete" value="1" />
                      {ids
                        .filter((id) => id !== photo.id)
                        .map((id) => (
                          <input key={id} type="hidden" name="photo" value={id} />
                        ))}
                    </ConfirmButton>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {mayChange ? <PhotoUpload carId={carId} /> : null}
      {mayChange && arranged ? (
        <div>
          <ConfirmButton
            opener={{ label: "Use the feed's photos" }}
            testId="confirm-feed-photos"
            title="Use the stock feed's photos again?"
            body="The photos arranged here are replaced by the ones the car's stock feed names, now and whenever the feed changes them. Uploaded photos are removed; this cannot be undone."
            confirm="Use the feed's photos"
            error={restoreState.message}
            action={restore}
            busy={restoring || restoreState.next !== undefined}
            working={restoring}
          >
            <input type="hidden" name="carId" value={carId} />
          </ConfirmButton>
        </div>
      ) : null}
    </section>
  );
}

function OrderButton({
  carId,
  order,
  label,
  name,
  action,
  busy,
}: {
  carId: string;
  order: readonly string[];
  label: string;
  name: string;
  action: (form: FormData) => void;
  busy: boolean;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="carId" value={carId} />
      {order.map((id) => (
        <input key={id} type="hidden" name="photo" value={id} />
      ))}
      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={name}>
        {label}
      </Button>
    </form>
  );
}

function PhotoUpload({ carId }: { carId: string }) {
  const [state, upload, uploading] = useActionState(uploadPhotosAction, initial);
  useNextPage(state.next);
  const [checked, setChecked] = useState<string | undefined>();
  const [over, setOver] = useState(false);
  const [chosen, setChosen] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const message = checked ?? state.message;

  /** The browser's own check: the send's total size, which the server would refuse without a word. */
  function check(event: FormEvent<HTMLFormElement>) {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) {
      event.preventDefault();
      setChecked("Choose the photos to add, or drop them on the box.");
      return;
    }
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > maxUploadSendBytes) {
      event.preventDefault();
      setChecked(
        `These files come to ${Math.round(total / 1024 / 1024)} MB; send at most ${maxUploadSendBytes / 1024 / 1024} MB at a time.`,
      );
      return;
    }
    setChecked(undefined);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (!input.current || event.dataTransfer.files.length === 0) return;
    input.current.files = event.dataTransfer.files;
    setChosen(event.dataTransfer.files.length);
    form.current?.requestSubmit();
  }

  const busy = uploading || state.next !== undefined;
  return (
    <form
      ref={form}
      action={upload}
      onSubmit={check}
      className="flex flex-col gap-2"
      aria-labelledby={`${inputId}-heading`}
    >
      <h3 id={`${inputId}-heading`} className="font-semibold">
        Add photos
      </h3>
      <input type="hidden" name="carId" value={carId} />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="photo-drop-zone"
        className={`flex flex-col gap-2 rounded border-2 border-dashed p-4 text-sm ${
          over ? "border-primary bg-primary/10" : "border-border"
        }`}
      >
        <p>Drop photos here, or choose them: JPEG, PNG, WebP or AVIF. They are added after the car&apos;s others.</p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={inputId} className="sr-only">
            Photos to add
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            name="photos"
            multiple
            accept={accepted}
            onChange={(event) => setChosen(event.target.files?.length ?? 0)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${inputId}-message` : undefined}
            className={`${inputClass} max-w-sm`}
          />
          <Button type="submit" disabled={busy}>
            {uploading ? "Uploading…" : chosen > 1 ? `Upload ${chosen} photos` : "Upload"}
          </Button>
        </div>
      </div>
      {message ? (
        <div
          id={`${inputId}-message`}
          role="alert"
          className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
          data-testid="photo-upload-error"
        >
          <p>{message}</p>
          {!checked && state.problems && state.problems.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {state.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
