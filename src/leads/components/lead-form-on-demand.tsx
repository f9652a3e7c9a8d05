"use client";

import dynamic from "next/dynamic";

/**
 * The lead form for pages that show it beside other things (a location page, the careers page among
 * the content pages, the contact, service and finance pages): rendered on the server as before, but
 * its code (the form and its fields; the lead schemas and zod come later still, when the shopper
 * starts on the form: decision 059) is a chunk of its own, fetched by a page that renders a form and hydrated when it arrives. Imported
 * directly, it was in the script of every page of the route: every About Us, Warranty and blog page
 * downloaded and compiled it for the careers page's form.
 */
export const LeadForm = dynamic(() => import("./lead-form").then((module) => module.LeadForm));
