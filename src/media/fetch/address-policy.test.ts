import { describe, expect, it } from "vitest";
import { allowListFrom, isPublicAddress } from "./address-policy";

describe("isPublicAddress", () => {
  it("takes public unicast addresses", () => {
    for (const address of ["1.1.1.1", "8.8.8.8", "203.1.113.9", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses loopback, private, link-local, CGNAT, reserved and multicast IPv4", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "0.0.0.0",
      "10.0.0.5",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.254",
      "192.0.2.1",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress("172.32.0.1")).toBe(true);
    expect(isPublicAddress("100.128.0.1")).toBe(true);
  });

  it("refuses IPv6 loopback, unique-local, link-local, multicast and documentation addresses", () => {
    for (const address of [
      "::1",
      "::",
      "fd12:3456:789a::1",
      "fc00::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "2001:db8::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("judges an IPv4 address carried in IPv6 (mapped, NAT64, 6to4) by the IPv4 address", () => {
    for (const address of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "::ffff:10.1.2.3",
      "64:ff9b::10.0.0.1",
      "2002:c0a8:0101::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
    expect(isPublicAddress("64:ff9b::808:808")).toBe(true);
  });

  it("refuses what is not an address", () => {
    expect(isPublicAddress("localhost")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});

describe("allowListFrom", () => {
  it("matches a host name or the address it resolved to, with or without the port", () => {
    const allowed = allowListFrom(["127.0.0.1:4100", "Photos.Internal", "[::1]:8080"]);
    expect(allowed("127.0.0.1", "127.0.0.1", 4100)).toBe(true);
    expect(allowed("localhost", "127.0.0.1", 4100)).toBe(true);
    expect(allowed("127.0.0.1", "127.0.0.1", 4101)).toBe(false);
    expect(allowed("photos.internal", "10.1.1.1", 443)).toBe(true);
    expect(allowed("::1", "::1", 8080)).toBe(true);
    expect(allowed("::1", "::1", 80)).toBe(false);
    expect(allowListFrom([])("127.0.0.1", "127.0.0.1", 80)).toBe(false);
  });
});
