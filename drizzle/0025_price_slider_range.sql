-- The search price slider takes its range from search.priceSlider ({ min, max, step }); the old
-- search.priceSliderDefaultMax (a fallback top when no car had a price) is gone, so a stored override
-- of it becomes the new range's top, over the product's $5,000 start in $500 steps where they fit.
WITH old AS (
  SELECT "id", ("config_overrides" #>> '{search,priceSliderDefaultMax}')::integer AS top
  FROM "sites"
  WHERE "config_overrides" #> '{search,priceSliderDefaultMax}' IS NOT NULL
)
UPDATE "sites"
SET "config_overrides" = jsonb_set(
  "sites"."config_overrides" #- '{search,priceSliderDefaultMax}',
  '{search,priceSlider}',
  jsonb_build_object(
    'min', CASE WHEN old.top > 5000 THEN 5000 ELSE 0 END,
    'max', old.top,
    'step', CASE WHEN old.top > 5000 AND (old.top - 5000) % 500 = 0 THEN 500 WHEN old.top % 500 = 0 THEN 500 ELSE 1 END
  )
)
FROM old
WHERE "sites"."id" = old.id;
