import { roleAt, type StaffScope } from "../roles";

// Who changes a dealership's stock in the console: its manager, the group admin of its site and the
// operator edit cars, mark them sold and keep its stock API keys. A salesperson reads the stock and
// its feeds, and changes nothing. The pages offer only what these allow, and the server checks again.

/** Whether the member edits this dealership's cars and keeps its stock API keys. */
export function canChangeStock(scope: StaffScope, siteId: string, dealershipId: string): boolean {
  const role = roleAt(scope, siteId, dealershipId);
  return role !== null && role !== "salesperson";
}

/** Whether the member changes the stock of any dealership at all (the stock API keys page is theirs). */
export function changesAnyStock(scope: StaffScope): boolean {
  return scope.grants.some((grant) => grant.role !== "salesperson");
}
