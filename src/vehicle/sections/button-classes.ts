const button = "block w-full rounded-site px-4 py-2 text-center font-semibold";
export const primaryButton = `${button} bg-primary text-primary-contrast`;
export const outlineButton = `${button} border border-primary text-primary`;
