/** The Costwise mark: a pound sign in a rounded square, and the word mark. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="var(--color-brand-700)" />
        <path
          d="M20.5 10.6a4.6 4.6 0 0 0-8.3 2.7v2.9h-2v2.3h2v3.2h-2.4v2.3h12.4v-2.3h-7.5v-3.2h4.6v-2.3h-4.6v-2.9a2.3 2.3 0 0 1 4.2-1.3z"
          fill="#fff"
        />
      </svg>
      <span className="text-xl font-bold tracking-tight text-slate-900">Costwise</span>
    </span>
  );
}
