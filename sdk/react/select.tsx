/**
 * The product's one dropdown: a native `<select>` (keyboard, screen readers and mobile
 * pickers for free) drawn in the house style with its own chevron, so no page shows the
 * browser's default control beside a styled one. `SortSelect` is the list pages' sort
 * control built from it. Styles: app/web/shell/styles/controls.css.
 */
import type { SelectHTMLAttributes } from 'react';
import { ArrowUpDown, ChevronDown } from 'lucide-react';

/** Props of {@link Select}: a native select's, plus a height. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** 32px (forms, panels; the default) or 38px (page toolbars, beside a search box). */
  readonly controlSize?: 'small' | 'medium';
  /** Class of the wrapper (layout: width, margins). */
  readonly wrapperClassName?: string;
}

/** A styled native select. */
export function Select({ controlSize = 'small', wrapperClassName, className, children, ...rest }: SelectProps) {
  return (
    <span className={`sy-ui-select sy-ui-select--${controlSize}${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>
      <select className={`sy-ui-select__control${className ? ` ${className}` : ''}`} {...rest}>
        {children}
      </select>
      <ChevronDown className="sy-ui-select__chevron" size={14} aria-hidden="true" />
    </span>
  );
}

/** Props of {@link SortSelect}. */
export interface SortSelectProps<K extends string> {
  readonly value: K;
  /** Each order's label, in the order they are offered. */
  readonly options: Readonly<Record<K, string>>;
  onChange(value: K): void;
  /** Accessible name; 'Sort by' unless the page needs to say what is sorted. */
  readonly label?: string;
}

/** The list pages' sort control: an icon, 'Sort by' and the orders. */
export function SortSelect<K extends string>({ value, options, onChange, label = 'Sort by' }: SortSelectProps<K>) {
  return (
    <label className="sy-sort">
      <ArrowUpDown size={15} aria-hidden="true" className="sy-sort__icon" />
      <span className="sy-sort__label">Sort by</span>
      <Select controlSize="medium" aria-label={label} value={value} onChange={(e) => onChange(e.target.value as K)}>
        {(Object.keys(options) as K[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </Select>
    </label>
  );
}
