import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type NavLinkAnchorProps = NavLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps | 'color'>;

const NavLinkAnchor = forwardRef<HTMLAnchorElement, NavLinkAnchorProps>((props, ref) => <NavLink component="a" ref={ref} {...props} />);
NavLinkAnchor.displayName = 'NavLinkAnchor';

const CreatedNavLink = createLink(NavLinkAnchor);

/** Mantine NavLink rendered as a type-checked TanStack Router link. */
export const RouterNavLink: LinkComponent<typeof NavLinkAnchor> = (props) => <CreatedNavLink preload="intent" {...props} />;
