import fs from 'node:fs'
import path from 'node:path'

// keyboard-access.h5.ts and dialog-focus.h5.ts find Taro's and NutUI's parts by their markup. This fails when an
// upgrade changes that markup, before a keyboard or screen-reader user finds out (docs/upgrading.md).
const source = (file: string) => fs.readFileSync(path.join(__dirname, '../../../node_modules', file), 'utf8')
const TARO_UI = '@tarojs/taro-h5/dist/api/ui/interaction'
const NUTUI = '@nutui/nutui-react-taro/dist/es/packages'

describe('the Taro and NutUI markup the H5 keyboard and dialog access lean on', () => {
  it("Taro's showModal: a box around a mask and .taro-modal__content, its buttons .taro-model__btn, shown by display", () => {
    const modal = source(`${TARO_UI}/modal.js`)
    for (const name of ["'taro__modal'", "'taro-modal__mask'", "'taro-modal__content'", "'taro-modal__title'", 'taro-model__btn'])
      expect(modal).toContain(name)
    expect(modal).toMatch(/this\.el\.style\.display = 'block'/)
  })

  it("Taro's showActionSheet: the sheet is the box's last child (after the mask), its 取消 the sheet's last child", () => {
    const sheet = source(`${TARO_UI}/actionSheet.js`)
    expect(sheet).toContain("'taro__actionSheet'")
    expect(sheet).toContain("'taro-actionsheet__cell'")
    const order = [
      'this.actionSheet.appendChild(this.menu)',
      'this.actionSheet.appendChild(this.cancel)',
      'this.el.appendChild(this.mask)',
      'this.el.appendChild(this.actionSheet)',
    ]
    const at = order.map((statement) => sheet.indexOf(statement))
    expect(at.every((index) => index >= 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })

  it("Taro's toast is one .taro__toast element, and its H5 Button the custom element taro-button-core", () => {
    expect(source(`${TARO_UI}/toast.js`)).toContain("'taro__toast'")
    expect(source('@tarojs/components/dist/components/taro-button-core.js')).toContain('"taro-button-core"')
  })

  it("NutUI's Popup hides with display none when closed; its title, the Dialog's header and the tab titles keep their classes", () => {
    const popup = source(`${NUTUI}/popup/popup.js`)
    expect(popup).toContain("classPrefix = 'nut-popup'")
    expect(popup).toMatch(/display: innerVisible \?.*: 'none'/)
    expect(popup).toContain('"-title-title"')
    expect(source(`${NUTUI}/dialog/content.js`)).toContain("classPrefix = 'nut-dialog'")
    expect(source(`${NUTUI}/tabs/tabs.js`)).toContain('-titles-item')
    // A month day is a View of class nut-calendar-day whose click chooses it.
    expect(source(`${NUTUI}/calendaritem/calendaritem.js`)).toMatch(
      /"\-day"\),\s*getClasses\(day, month\)\s*\]\.join\(' '\),\s*onClick: function\(\) \{\s*chooseDay\(day, month\)/,
    )
  })

  it("Taro's runtime calls the single modifyHydrateData hook before it shortens attribute names, and nothing in Taro taps it", () => {
    expect(source('@tarojs/shared/dist/runtime-hooks.js')).toMatch(/modifyHydrateData: TaroHook\(HOOK_TYPE\.SINGLE\)/)
    const hydrate = source('@tarojs/runtime/dist/hydrate.js')
    const hook = hydrate.indexOf("hooks.call('modifyHydrateData', data, node)")
    expect(hook).toBeGreaterThan(0)
    expect(hydrate.indexOf('componentsAlias[nn]', hook)).toBeGreaterThan(hook)
    for (const file of ['@tarojs/plugin-platform-weapp/dist/runtime.js', '@tarojs/plugin-framework-react/dist/runtime.js'])
      expect(source(file)).not.toContain('modifyHydrateData')
  })

  it("Taro's runtime calls the single set/remove-attribute payload hooks with the element and its alias table before it sends the update, and nothing in Taro taps them", () => {
    const shared = source('@tarojs/shared/dist/runtime-hooks.js')
    expect(shared).toMatch(/modifySetAttrPayload: TaroHook\(HOOK_TYPE\.SINGLE\)/)
    expect(shared).toMatch(/modifyRmAttrPayload: TaroHook\(HOOK_TYPE\.SINGLE\)/)
    const element = source('@tarojs/runtime/dist/dom/element.js')
    for (const hook of ['modifySetAttrPayload', 'modifyRmAttrPayload']) {
      const at = element.indexOf(`hooks.call('${hook}', this, qualifiedName, payload, componentsAlias)`)
      expect(at).toBeGreaterThan(0)
      expect(element.indexOf('this.enqueueUpdate(payload)', at)).toBeGreaterThan(at)
      for (const file of ['@tarojs/plugin-platform-weapp/dist/runtime.js', '@tarojs/plugin-framework-react/dist/runtime.js'])
        expect(source(file)).not.toContain(hook)
    }
  })
})
