import type { StaffRole } from "./roles";

// The demo's staff (demo mode only; decision 042): one account per role, with passwords and TOTP
// secrets fixed here so `npm start` can print them and the end-to-end tests can sign in. The server
// creates them as it starts in demo mode and deletes them as it starts with demo mode off, so a
// deployment never has an account whose password is in the source. Two groups, so a group admin's
// scope is seen to end at the group's edge.

export const demoStaffDomain = "demo.example";

export const demoGroups = [
  { name: "Harbour & Coast Motor Group", siteSlugs: ["harbourside", "coastal-rv", "bayside"] },
  { name: "Southern Cross Auto Group", siteSlugs: ["southern-cross"] },
] as const;

export type DemoStaffMember = {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  totpSecret: string | null;
  /** The group (by name) or the dealership (`site/dealership` slugs) the grant names. */
  scope: { group: string } | { dealership: string } | null;
};

export const demoStaff: readonly DemoStaffMember[] = [
  {
    email: `operator@${demoStaffDomain}`,
    name: "Olivia Operator",
    role: "operator",
    password: "demo operator harbour lights",
    totpSecret: "RSXOXE34U3RMVOXVNEJK3E7BQCMLO7U4",
    scope: null,
  },
  {
    email: `group-admin@${demoStaffDomain}`,
    name: "Grace Group-Admin",
    role: "group_admin",
    password: "demo group admin coastal drive",
    totpSecret: "3ASXOEO3HRQL6ALQHGQUHIFKSIMWWJB7",
    scope: { group: "Harbour & Coast Motor Group" },
  },
  {
    email: `manager@${demoStaffDomain}`,
    name: "Max Manager",
    role: "manager",
    password: "demo manager rozelle showroom",
    totpSecret: null,
    scope: { dealership: "harbourside/harbourside-motors" },
  },
  {
    email: `sales@${demoStaffDomain}`,
    name: "Sam Salesperson",
    role: "salesperson",
    password: "demo salesperson gepps cross",
    totpSecret: null,
    scope: { dealership: "redgum/redgum-used-cars" },
  },
];
