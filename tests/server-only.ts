// Vitest runs outside React's server bundle, where `server-only` would throw on import.
// Tests import server modules directly, so resolve the marker to this empty module.
export {};
