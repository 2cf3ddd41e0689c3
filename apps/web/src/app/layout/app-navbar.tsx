import { NavLink, ScrollArea } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useGo } from '../navigation';
import { readOpenSections, writeOpenSections } from './nav-open-sections';
import { currentLink } from './nav-visibility';
import { useVisibleNavSections } from './use-visible-nav-sections';

/**
 * The left navigation: the spec's menus, each collapsible, with the screens the user may open for
 * the selected community or the whole company. The menu holding the current screen opens; which
 * menus are open is remembered in this browser.
 */
export function AppNavbar() {
  const go = useGo();
  const pathname = useLocation({ select: (l) => l.pathname });
  const sections = useVisibleNavSections();
  const here = currentLink(
    pathname,
    sections.flatMap((section) => section.links),
  );
  const current = sections.find((section) => here && section.links.includes(here))?.label;
  const [open, setOpen] = useState<readonly string[]>(readOpenSections);
  const [openedFor, setOpenedFor] = useState<string | undefined>(undefined);
  // Arriving in another menu's screen opens that menu (adjusted while rendering, not in an effect).
  if (current !== openedFor) {
    setOpenedFor(current);
    if (current !== undefined && !open.includes(current)) {
      const next = [...open, current];
      setOpen(next);
      writeOpenSections(next);
    }
  }

  function toggle(label: string): void {
    const next = open.includes(label) ? open.filter((l) => l !== label) : [...open, label];
    setOpen(next);
    writeOpenSections(next);
  }

  return (
    <ScrollArea h="100%" type="hover">
      <nav aria-label="Main navigation">
        {sections.map((section) => {
          const expanded = open.includes(section.label);
          const listId = `nav-section-${section.label.toLowerCase()}`;
          return (
            <div key={section.label} data-nav-section={section.label}>
              <NavLink
                component="button"
                type="button"
                label={section.label}
                py={6}
                opened={expanded}
                onChange={() => {
                  toggle(section.label);
                }}
                aria-expanded={expanded}
                aria-controls={listId}
                childrenOffset={0}
                styles={{ label: { fontWeight: 700 } }}
              >
                <div id={listId}>
                  {section.links.map((link) => (
                    <NavLink
                      key={link.label}
                      label={link.label}
                      href={`#${link.href}`}
                      pl="lg"
                      py={4}
                      active={link === here}
                      onClick={(event) => {
                        event.preventDefault();
                        void go(link.href);
                      }}
                    />
                  ))}
                </div>
              </NavLink>
            </div>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
