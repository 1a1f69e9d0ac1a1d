// Placeholder wired by the app shell; the Disk view's owner replaces this file.
export default function DiskView() {
  return (
    <section className="notice" data-view="disk">
      <h2>Disk</h2>
      <p>This view is not built yet.</p>
    </section>
  );
}
