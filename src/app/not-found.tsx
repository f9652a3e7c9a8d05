// The platform-level 404 (unknown host, unknown site key): deliberately plain, naming no tenant.
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl p-10 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-gray-600">There is nothing at this address.</p>
    </main>
  );
}
