import { notFound } from "next/navigation";

/** Any other path on the console's host: the platform's 404, which names no dealer. */
export default function ConsoleNotFound(): never {
  notFound();
}
