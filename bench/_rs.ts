const { ROUTES, routeSize } = await import('../packages/web/scripts/route-size.ts');
for (const r of Object.keys(ROUTES)) console.log(r, (routeSize(ROUTES[r]!).js / 1024).toFixed(1));
