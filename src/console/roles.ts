// Who may do what in the dealer console (decision 042). Pure rules over a staff member's
// grants; the server answers every request with them before it reads or changes anything.

export type StaffRole = "operator" | "group_admin" | "manager" | "salesperson";

export const roleNames: Record<StaffRole, string> = {
  operator: "Platform operator",
  group_admin: "Group admin",
  manager: "Dealership manager",
  salesperson: "Salesperson",
};

/** Roles that must sign in with a second factor (TOTP); the others may add one. */
export const rolesRequiringTotp: ReadonlySet<StaffRole> = new Set(["operator", "group_admin"]);

/** One grant as the console resolves it: the role and the sites and dealerships it reaches. */
export type StaffGrant =
  | { role: "operator" }
  | { role: "group_admin"; groupId: string; siteIds: readonly string[] }
  | { role: "manager" | "salesperson"; dealershipId: string; siteId: string; siteSettings?: boolean };

export type StaffScope = { grants: readonly StaffGrant[] };

export function requiresTotp(grants: readonly Pick<StaffGrant, "role">[]): boolean {
  return grants.some((grant) => rolesRequiringTotp.has(grant.role));
}

export function isOperator(scope: StaffScope): boolean {
  return scope.grants.some((grant) => grant.role === "operator");
}

/** Whether the member may open the site at all (its console pages, any of its dealerships). */
export function canAccessSite(scope: StaffScope, siteId: string): boolean {
  return scope.grants.some((grant) => {
    if (grant.role === "operator") return true;
    if (grant.role === "group_admin") return grant.siteIds.includes(siteId);
    return grant.siteId === siteId;
  });
}

/**
 * Whether the member works at the dealership of `siteId`: the operator and the site's group admin
 * reach every dealership of the site, a manager or salesperson only their own.
 */
export function canAccessDealership(scope: StaffScope, siteId: string, dealershipId: string): boolean {
  return scope.grants.some((grant) => {
    if (grant.role === "operator") return true;
    if (grant.role === "group_admin") return grant.siteIds.includes(siteId);
    return grant.siteId === siteId && grant.dealershipId === dealershipId;
  });
}

/**
 * The member's strongest role at a dealership, or null when they have none there: what decides
 * which actions the console offers and accepts.
 */
export function roleAt(scope: StaffScope, siteId: string, dealershipId: string): StaffRole | null {
  const order: StaffRole[] = ["operator", "group_admin", "manager", "salesperson"];
  const held = scope.grants
    .filter((grant) => canAccessDealership({ grants: [grant] }, siteId, dealershipId))
    .map((grant) => grant.role);
  return order.find((role) => held.includes(role)) ?? null;
}

/** The dealerships of a site the member reaches; "all" for the operator and the site's group admin. */
export function dealershipsAt(scope: StaffScope, siteId: string): "all" | string[] {
  if (scope.grants.some((grant) => grant.role === "operator")) return "all";
  if (scope.grants.some((grant) => grant.role === "group_admin" && grant.siteIds.includes(siteId))) return "all";
  return scope.grants.flatMap((grant) =>
    (grant.role === "manager" || grant.role === "salesperson") && grant.siteId === siteId ? [grant.dealershipId] : [],
  );
}

/**
 * Whether the member edits, previews and publishes the site's settings (decision 050): the operator,
 * the group admin of the site's group, and a manager of one of the site's dealerships whom an
 * administrator has granted it (decision 054). Other managers run one dealership, not the site.
 */
export function canEditSiteSettings(scope: StaffScope, siteId: string): boolean {
  return scope.grants.some(
    (grant) =>
      grant.role === "operator" ||
      (grant.role === "group_admin" && grant.siteIds.includes(siteId)) ||
      (grant.role === "manager" && grant.siteId === siteId && grant.siteSettings === true),
  );
}

/**
 * Whether the member may give a manager of the site settings editing, or take it back: the site's
 * administrators (the operator and its group admin), not a manager, granted or not.
 */
export function canGrantSiteSettings(scope: StaffScope, siteId: string): boolean {
  return scope.grants.some(
    (grant) => grant.role === "operator" || (grant.role === "group_admin" && grant.siteIds.includes(siteId)),
  );
}

/** Whether the member may read the site's settings and versions: its editors, and its dealerships' managers. */
export function canViewSiteSettings(scope: StaffScope, siteId: string): boolean {
  return (
    canEditSiteSettings(scope, siteId) ||
    scope.grants.some((grant) => grant.role === "manager" && grant.siteId === siteId)
  );
}
