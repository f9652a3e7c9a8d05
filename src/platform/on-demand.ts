// A module the browser fetches when it is first needed rather than with the page: `onDemand(() =>
// import("./x"))` gives a function that starts the download once and hands every caller the same
// module. A failed download (the shopper went offline) is tried again on the next call.

export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
