// A request's id: the one a load balancer or caller sent in `x-request-id` when it is a sane token,
// else a new random one. Pure and runtime-neutral (the proxy uses it), no Node modules.

export const requestIdHeader = "x-request-id";

const acceptable = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(headers: Pick<Headers, "get">): string {
  const given = headers.get(requestIdHeader);
  return given && acceptable.test(given) ? given : crypto.randomUUID();
}
