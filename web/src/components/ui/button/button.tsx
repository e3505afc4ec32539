import { Button as MantineButton, type ButtonProps as MantineButtonProps } from "@mantine/core";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Link } from "react-router";
import classes from "./button.module.css";

/** Visual weight of a button (spec section 1). */
export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost";
/** Size of a button (spec section 1). */
export type ButtonSize = "sm" | "md" | "lg";

/** Mantine variant behind each of ours; colours come from the theme, so dark mode follows it. */
const MANTINE_VARIANT: Record<ButtonVariant, MantineButtonProps["variant"]> = {
  primary: "filled",
  secondary: "light",
  outline: "outline",
  ghost: "subtle",
};

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<"button">, "color" | "style"> {
  /** Visual weight; primary by default. */
  variant?: ButtonVariant;
  /** Size; md by default. */
  size?: ButtonSize;
  /** Icon shown before the label. */
  leftIcon?: ReactNode;
  /** Icon shown after the label. */
  rightIcon?: ReactNode;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Mantine colour for the variant; the theme's primary colour by default. */
  color?: MantineButtonProps["color"];
  /** Renders a router link to this path instead of a button. */
  to?: string;
  /** Renders a plain link to this URL instead of a button (downloads, external pages). */
  href?: string;
  /** With `href`: suggests a file name and asks the browser to download. */
  download?: string | boolean;
  /** With `to` or `href`: where the link opens (`_blank` for a new tab). */
  target?: string;
  /** With `to` or `href`: the link's relation (`noopener` with `_blank`). */
  rel?: string;
}

/** The shared button of the app, built on Mantine's. */
export function Button({
  variant = "primary",
  size = "md",
  leftIcon,
  rightIcon,
  loading = false,
  fullWidth = false,
  disabled,
  children,
  className,
  to,
  href,
  download,
  target,
  rel,
  ...rest
}: ButtonProps) {
  const common = {
    className: [classes.root, className].filter(Boolean).join(" "),
    variant: MANTINE_VARIANT[variant],
    "data-folio-variant": variant,
    size,
    leftSection: leftIcon,
    rightSection: rightIcon,
    loading,
    loaderProps: { type: "oval", "aria-label": "Loading" },
    fullWidth,
    "aria-busy": loading || undefined,
    children,
  } as const;
  // Links keep the caller's attributes (aria-current, onClick, target, data-*); `type` means
  // nothing on a link. The handlers' element type differs only in name: the cast says so.
  const linkProps = { ...(rest as ComponentPropsWithoutRef<"a">), type: undefined, target, rel };
  if (to !== undefined) return <MantineButton component={Link} to={to} {...linkProps} {...common} />;
  if (href !== undefined)
    return <MantineButton component="a" href={href} download={download} {...linkProps} {...common} />;
  return <MantineButton {...rest} {...common} disabled={disabled || loading} />;
}
