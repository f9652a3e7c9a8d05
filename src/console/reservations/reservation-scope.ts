import { dealershipsAt, roleAt, type StaffRole, type StaffScope } from "../roles";

// Who sees and who moves a site's reservations, buy-online journeys and online payments in the
// console (decision 046). Reservations have no assignee, so the issue's "assigned to them or
// unassigned" reads as "all of their dealerships'" for a salesperson, who may look but not move
// money: capture, cancel and refund are for the dealership's manager, the group admin and the
// operator. The lists filter by `paymentsReach` in SQL and every page and move checks the same rules.

/** The dealerships of a site whose reservations the member sees: "all", or the ids (maybe none). */
export function paymentsReach(scope: StaffScope, siteId: string): "all" | string[] {
  return dealershipsAt(scope, siteId);
}

/** The roles that may capture, cancel or refund a deposit. */
export const rolesThatMoveMoney: ReadonlySet<StaffRole> = new Set(["operator", "group_admin", "manager"]);

type Placed = { siteId: string; dealershipId: string | null };

export function canViewReservation(scope: StaffScope, reservation: Placed): boolean {
  const reach = paymentsReach(scope, reservation.siteId);
  if (reach === "all") return true;
  return reservation.dealershipId !== null && reach.includes(reservation.dealershipId);
}

export function canMoveReservation(scope: StaffScope, reservation: Placed): boolean {
  if (!canViewReservation(scope, reservation)) return false;
  const reach = paymentsReach(scope, reservation.siteId);
  if (reach === "all") return true;
  const role = reservation.dealershipId ? roleAt(scope, reservation.siteId, reservation.dealershipId) : null;
  return role !== null && rolesThatMoveMoney.has(role);
}
