// The few parts of @20minutes/s3rver (a maintained fork of s3rver, which ships no types) the tests use.
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(callback?: (error?: Error) => void): void;
  }
}
