"use client";

import dynamic from "next/dynamic";

/**
 * The lead form for pages that show it beside other things (a location page, the careers page among
 * the content pages, the contact, service and finance pages): rendered on the server as before, but
 * its code (the form, its fields and the lead schemas, zod among them: about 90 KB compressed) is a
 * chunk of its own, fetched by a page that renders a form and hydrated when it arrives. Imported
 * directly, it was in the script of every page of the route: every About Us, Warranty and blog page
 * downloaded and compiled it for the careers page's form.
 */
export const LeadForm = dynamic(() => import("./lead-form").then((module) => module.LeadForm));
