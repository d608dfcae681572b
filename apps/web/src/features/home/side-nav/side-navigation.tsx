// Placeholder until the side navigation is built.
function SideNavigation() {
  return null;
}

export { SideNavigation };
