import { cn } from '../../../lib/cn';
import type { PreviewWidth } from './preview-params';

export const widthPixels: Record<PreviewWidth, number | null> = { phone: 375, tablet: 768, desktop: null };

const options: { value: PreviewWidth; label: string }[] = [
  { value: 'phone', label: 'Phone 375' },
  { value: 'tablet', label: 'Tablet 768' },
  { value: 'desktop', label: 'Desktop' },
];

/**
 * A segmented control on native radios: arrow keys move between widths, as a radio group should. Each radio
 * is transparent over its label (not sr-only) so a pointer, or a test, can reach the radio itself.
 */
export function WidthToggle({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (width: PreviewWidth) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Preview width</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-md bg-slate-100 p-1 dark:bg-slate-900">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'relative cursor-pointer rounded px-2.5 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
              value === o.value
                ? 'bg-white font-medium shadow-sm dark:bg-slate-700'
                : 'text-slate-700 dark:text-slate-300',
            )}
          >
            <input
              type="radio"
              name="preview-width"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {o.label}
            <span className="sr-only"> pixels</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
