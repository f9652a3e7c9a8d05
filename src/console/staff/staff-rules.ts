import type { StaffRole, StaffScope } from "../roles";

// Who may manage which staff (decision 048), as pure rules over the manager's scope and the
// member's grants resolved to their sites. The operator manages everyone; a group admin the staff of
// their group's sites and the group's other admins; a dealership manager the managers and
// salespeople of their own dealerships; a salesperson no one. A member is managed only when every
// grant they hold is within reach, since disabling an account or resetting its second factor ends
// it everywhere: a manager cannot lock out someone who also works for another dealer.

/** A grant as the staff pages see it: the role, and where it points (with the site and its group). */
export type ResolvedGrant = {
  role: StaffRole;
  groupId: string | null;
  dealershipId: string | null;
  siteId: string | null;
  /** A manager granted the site's settings (decision 054). */
  siteSettings?: boolean;
};

/** Whether the member may open /staff at all. */
export function canAdministerStaff(scope: StaffScope): boolean {
  return scope.grants.some((grant) => grant.role !== "salesperson");
}

/** Whether the member's scope reaches `target` (to give it in an invitation, or to manage its holder). */
export function reachesGrant(scope: StaffScope, target: ResolvedGrant): boolean {
  return scope.grants.some((grant) => {
    if (grant.role === "operator") return true;
    if (grant.role === "group_admin") {
      if (target.role === "group_admin") return target.groupId === grant.groupId;
      return (
        (target.role === "manager" || target.role === "salesperson") &&
        target.siteId !== null &&
        grant.siteIds.includes(target.siteId)
      );
    }
    if (grant.role === "manager") {
      return (target.role === "manager" || target.role === "salesperson") && target.dealershipId === grant.dealershipId;
    }
    return false;
  });
}

/** Whether the member may manage an account holding `grants` (every one within reach; none: operator only). */
export function canManageMember(scope: StaffScope, grants: readonly ResolvedGrant[]): boolean {
  if (!canAdministerStaff(scope)) return false;
  if (grants.length === 0) return scope.grants.some((grant) => grant.role === "operator");
  return grants.every((grant) => reachesGrant(scope, grant));
}

/** Resetting a second factor is for administrators: the operator and group admins. */
export function canResetSecondFactor(scope: StaffScope, grants: readonly ResolvedGrant[]): boolean {
  return (
    scope.grants.some((grant) => grant.role === "operator" || grant.role === "group_admin") &&
    canManageMember(scope, grants)
  );
}

/** The roles the member may give in an invitation, strongest first. */
export function invitableRoles(scope: StaffScope): StaffRole[] {
  if (scope.grants.some((grant) => grant.role === "operator"))
    return ["operator", "group_admin", "manager", "salesperson"];
  if (scope.grants.some((grant) => grant.role === "group_admin")) return ["group_admin", "manager", "salesperson"];
  if (scope.grants.some((grant) => grant.role === "manager")) return ["manager", "salesperson"];
  return [];
}
