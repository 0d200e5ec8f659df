import type { ReactNode, SVGProps } from 'react';

// Every stroke icon of the app, drawn inline: no icon library, no external files. All are decorative (aria-hidden).
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, className = 'size-5', ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing these shapes. */
function icon(shapes: ReactNode) {
  return function DrawnIcon(props: IconProps) {
    return <Icon {...props}>{shapes}</Icon>;
  };
}

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ArrowLeftIcon = icon(<path d="M19 12H5M11 18l-6-6 6-6" />);
export const ArrowUpIcon = icon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = icon(<path d="M5 12h14" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6 8.5-6" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const FlameIcon = icon(
  <path d="M12 21c3.9 0 6.5-2.6 6.5-6.2 0-3.7-2.8-5.6-4.2-9.3-1.9 1.6-2.3 3.7-2.3 5-1-.8-1.6-1.9-1.8-3.2C8 9.2 5.5 11.6 5.5 14.8 5.5 18.4 8.1 21 12 21z" />,
);
export const PlateIcon = icon(
  <>
    <circle cx="12" cy="13" r="7" />
    <circle cx="12" cy="13" r="3.5" />
    <path d="M3 4v5M3 9v11M21 4c-1.5 1-2 3-2 5h2M21 9v11" />
  </>,
);
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.3v.2" />
  </>,
);
export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L20 3M16 7l3 3M14 9l2 2" />
  </>,
);
/** The star outline of the ratings; filled by the rating itself. */
export const STAR_PATH =
  'M12 2.8l2.75 5.57 6.15.9-4.45 4.33 1.05 6.12L12 16.83 6.5 19.72l1.05-6.12L3.1 9.27l6.15-.9L12 2.8z';

export const ChevronLeftIcon = icon(<path d="M15 5l-7 7 7 7" />);
export const ChevronRightIcon = icon(<path d="M9 5l7 7-7 7" />);
export const ZoomInIcon = icon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M20 20l-4.8-4.8M10.5 7.5v6M7.5 10.5h6" />
  </>,
);
export const ZoomOutIcon = icon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M20 20l-4.8-4.8M7.5 10.5h6" />
  </>,
);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const NoteIcon = icon(
  <>
    <path d="M5 4h10l4 4v12H5z" />
    <path d="M14.5 4v4.5H19M8.5 12.5h7M8.5 16h5" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
);
export const EyeOffIcon = icon(
  <>
    <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 8.5 4.5 9.5 6-.5.8-1.6 2.2-3.1 3.5M6.3 7.8C4.4 9.2 3 11 2.5 12c1 1.5 4.5 6 9.5 6 1.5 0 2.9-.4 4.1-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const TrashIcon = icon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);
export const PencilIcon = icon(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />);
export const ImageIcon = icon(
  <>
    <rect x="3" y="4.5" width="18" height="15" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.8" />
    <path d="M21 16l-5.5-5.5L6 20" />
  </>,
);
export const UploadIcon = icon(<path d="M12 16V4M7 9l5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />);
export const DownloadIcon = icon(<path d="M12 4v12M7 11l5 5 5-5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />);
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.5 12.5l2.5 2.5 4.5-5" />
  </>,
);
export const EyeIcon = icon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
