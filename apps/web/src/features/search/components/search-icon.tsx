import { type IconProps, SvgIcon } from '../../../components/ui';

/** A magnifying glass. */
export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </SvgIcon>
  );
}
